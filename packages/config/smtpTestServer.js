const { SMTPServer } = require('smtp-server');

/**
 * A real SMTP server (the smtp-server package) on a free local port, for tests and benchmarks that need
 * a mail server to send to. Each message's raw text and session go to `onMessage`, which answers the
 * sender through `callback` (an error refuses the message; not calling it keeps the sender waiting).
 */
async function startSmtpTestServer({ onMessage, onClose }) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => onMessage(Buffer.concat(chunks).toString('utf8'), session, callback));
    },
    ...(onClose && { onClose }),
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

module.exports = { startSmtpTestServer };
