/** Time left until a start, in whole parts: the largest two a person reads ("2 d 3 h"). */
export function countdownParts(ms: number) {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (days > 0) return { unit: 'days', a: days, b: hours } as const;
  if (hours > 0) return { unit: 'hours', a: hours, b: minutes } as const;
  if (minutes > 0) return { unit: 'minutes', a: minutes, b: seconds } as const;
  return { unit: 'seconds', a: seconds, b: 0 } as const;
}
