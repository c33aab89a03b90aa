import { spawn } from 'node:child_process';

/** Runs a command with inherited output; resolves with its exit code. */
export function runCommand(command: string, args: string[], opts: { cwd: string; env?: NodeJS.ProcessEnv }) {
  return new Promise<number>((resolve) => {
    const child = spawn(command, args, { cwd: opts.cwd, stdio: 'inherit', env: opts.env ?? process.env });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}
