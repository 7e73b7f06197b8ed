// A local SMTP server for the browser journeys: the shop sends its mail over SMTP as in production,
// and each message lands as an .eml file in `dir`, the mailbox the journeys read.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

export async function startSmtpSink(dir) {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        // Written whole, then named .eml: a reader never sees half a message.
        const name = `${Date.now()}-${String(count).padStart(5, '0')}`;
        writeFileSync(join(dir, `${name}.part`), Buffer.concat(chunks));
        renameSync(join(dir, `${name}.part`), join(dir, `${name}.eml`));
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.server.address();
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => count,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
