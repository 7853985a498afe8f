/** docs/product.md §9: "first N characters followed by an ellipsis"; shorter text is left whole. */
export function truncate(text: string, max: number): string {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}

/** docs/product.md §9: a stored key is shown masked except its last `visible` characters. */
export function maskSecret(value: string, visible = 8): string {
  const chars = [...value];
  if (chars.length <= visible) return value;
  return '•'.repeat(Math.min(chars.length - visible, 24)) + chars.slice(-visible).join('');
}
