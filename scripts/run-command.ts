import { spawn } from 'node:child_process';

/** Runs a command with inherited output; resolves with its exit code. */
export function runCommand(command: string, args: string[], opts: { cwd: string; env?: NodeJS.ProcessEnv }) {
  return new Promise<number>((resolve) => {
    const child = spawn(command, args, { cwd: opts.cwd, stdio: 'inherit', env: opts.env ?? process.env });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

/** Runs a command quietly; rejects with its output when it fails (installers: pip, npm). */
export function runQuietly(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
    child.on('error', (err) => reject(new Error(`${command}: ${err.message}`)));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}\n${output}`)),
    );
  });
}
