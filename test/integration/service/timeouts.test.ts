// A client that trickles its request is cut off: the service's time limits, made short here.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_HEADER, API_PATHS } from '@shared/api';
import { KEY_A, startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ timeouts: { requestMs: 300, headersMs: 300, idleMs: 5_000 } });
});
afterAll(() => h.stop());

/** Nothing, or a 408 with the error body of section 7. */
const cutOff = (answer: string): boolean =>
  answer === '' || (answer.startsWith('HTTP/1.1 408') && answer.includes('"success":false'));

/** Sends `start` and then nothing more; resolves with what came back once the service closes. */
function sendAndStall(start: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(h.service.port, '127.0.0.1', () => socket.write(start));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
  });
}

describe('slow clients', () => {
  it('answers 408 and closes when a body stops arriving', async () => {
    const answer = await sendAndStall(
      `POST ${API_PATHS.createTemplate} HTTP/1.1\r\nHost: x\r\n${API_KEY_HEADER}: ${KEY_A}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
    );
    expect(cutOff(answer), answer).toBe(true);
  }, 10_000);

  it('closes a connection whose headers stop arriving, and keeps serving others', async () => {
    const answer = await sendAndStall(`GET ${API_PATHS.credits} HTTP/1.1\r\nHost: x\r\n`);
    expect(cutOff(answer), answer).toBe(true);
    expect((await h.call('GET', API_PATHS.credits)).status).toBe(200);
  }, 10_000);

  it('refuses timeouts that are not whole positive milliseconds', async () => {
    await expect(startHarness({ timeouts: { requestMs: 0 } })).rejects.toThrow(/invalid timeouts/);
  });
});
