/**
 * Upload throughput through the gateway (issue 14, reported, no target): a 20 MB file sent from a
 * signed-in page the way the attachment component sends it (XMLHttpRequest, multipart, bearer
 * token in Authorization) to `POST /hfle/v1/files/attachment/multipart`, from send to the answer,
 * three times after one warm-up; MB = 10^6 bytes of file.
 */
import type { Browser } from 'puppeteer';
import { metric, type Metric } from './report';
import { round, spread } from './stats';

const FILE_BYTES = 20_000_000;
const RUNS = 3;

/** In the page: one upload of `bytes` bytes; resolves with the milliseconds it took. */
function uploadOnce(bytes: number, token: string): Promise<number> {
  return (async () => {
    const headers = { Authorization: `bearer ${token}` };
    const uuid = await fetch('/hfle/v1/files/uuid', { method: 'POST', headers }).then(
      (answer) => answer.json() as Promise<{ content: string }>,
    );
    const form = new FormData();
    form.append('bucketName', 'hfle');
    form.append('attachmentUUID', uuid.content);
    form.append('directory', 'bench');
    form.append('file', new Blob([new Uint8Array(bytes).fill(42)]), 'bench-20MB.bin');
    return new Promise<number>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', '/hfle/v1/files/attachment/multipart');
      xhr.setRequestHeader('Authorization', headers.Authorization);
      let started = 0;
      xhr.onload = () =>
        xhr.status === 200 && xhr.responseText.includes('/hfle-files/')
          ? resolve(performance.now() - started)
          : reject(new Error(`upload answered ${xhr.status}: ${xhr.responseText.slice(0, 200)}`));
      xhr.onerror = () => reject(new Error('upload failed on the network'));
      started = performance.now();
      xhr.send(form);
    });
  })();
}

export async function measureFileUpload(
  browser: Browser,
  baseUrl: string,
  accessToken: string,
): Promise<Record<string, Metric>> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    // any page of the gateway's origin: the calls are same-origin, as the apps make them
    await page.goto(`${baseUrl}/mock-docs/guide.html`);
    const times: number[] = [];
    for (let run = 0; run <= RUNS; run += 1) {
      const ms = await page.evaluate(uploadOnce, FILE_BYTES, accessToken);
      if (run > 0) times.push(ms); // the first is a warm-up
    }
    const rates = times.map((ms) => FILE_BYTES / 1e6 / (ms / 1000));
    const { median, min, max } = spread(rates);
    return {
      'files.uploadMBps': metric({
        value: median,
        unit: 'MB/s',
        statistic: 'median',
        min,
        max,
        samples: rates.map((rate) => round(rate)),
        details: {
          file: '20 MB (20,000,000 bytes), multipart, XMLHttpRequest from a signed-in page',
          call: 'POST /hfle/v1/files/attachment/multipart (bucket hfle)',
          timesMs: times.map((ms) => round(ms)),
          warmUpRuns: 1,
        },
      }),
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { 'files.uploadMBps': { value: null, unit: 'MB/s', error: message } };
  } finally {
    await context.close();
  }
}
