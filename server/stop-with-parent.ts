/**
 * `npm start` runs us under a shell that npm signals: on SIGTERM the shell dies and we are left
 * running (npm does not pass the signal on), still serving the port with the database open. So
 * when the process that started us goes away, we stop as we do on SIGTERM. Not when started by
 * init or a container runtime directly (no parent to lose).
 */
export function stopWhenOrphaned(stop: (reason: string) => void, everyMs = 500) {
  const parent = process.ppid;
  if (parent <= 1) return;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    stop('parent exited');
  }, everyMs);
  timer.unref();
}
