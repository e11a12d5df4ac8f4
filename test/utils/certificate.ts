/**
 * A TLS certificate for 127.0.0.1, made when a test starts (the `selfsigned` package), so that
 * the push stand-ins serve HTTPS as the real services do, and the transports are pointed at
 * them with `ca`: no certificate is kept in the repository and no openssl is needed.
 */
import { randomUUID } from 'node:crypto';
import { generate } from 'selfsigned';

export interface TestCertificate {
  /** the private key, PEM */
  key: string;
  /** the certificate, PEM: the server's, and the CA its clients trust */
  cert: string;
}

export async function testCertificate(): Promise<TestCertificate> {
  // a name of its own: a client that trusts several of these (added to Node's default CAs)
  // finds each one's issuer by name, and two of one name would stand for each other
  const made = await generate(
    [
      { name: 'commonName', value: 'localhost' },
      { name: 'organizationName', value: `test ${randomUUID()}` },
    ],
    {
      keyType: 'ec',
      algorithm: 'sha256',
      notAfterDate: new Date(Date.now() + 24 * 3_600_000),
      extensions: [
        { name: 'basicConstraints', cA: true },
        { name: 'keyUsage', digitalSignature: true, keyCertSign: true },
        { name: 'extKeyUsage', serverAuth: true },
        {
          name: 'subjectAltName',
          altNames: [
            { type: 7, ip: '127.0.0.1' },
            { type: 2, value: 'localhost' },
          ],
        },
      ],
    },
  );
  return { key: made.private, cert: made.cert };
}
