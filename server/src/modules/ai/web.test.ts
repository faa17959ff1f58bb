import { startFakeSearxng, type FakeSearxng } from './testing/fakeSearxng';
import { searxng } from './web';

describe('SearXNG web search client', () => {
  let fake: FakeSearxng;
  beforeAll(async () => {
    fake = await startFakeSearxng();
  });
  afterAll(async () => {
    await fake.close();
  });

  it('turns JSON results into web sources, keeps only http(s) URLs and honours the limit', async () => {
    fake.reply({
      kind: 'results',
      results: [
        { url: 'https://example.com/pricing', title: 'Pricing guide', content: 'Annual plans reduce churn.' },
        { url: 'ftp://example.com/file', title: 'FTP', content: 'Not a web page.' },
        { url: 'javascript:alert(1)', title: 'Script', content: 'Bad.' },
        { url: 'http://example.org/saas', title: 'SaaS', content: 'Monthly plans.' },
        { url: 'https://example.net/third', title: 'Third', content: 'More.' },
      ],
    });
    const sources = await searxng(`${fake.url}/`).search('saas pricing', { limit: 2 });
    expect(fake.queries.at(-1)).toBe('saas pricing');
    expect(sources).toEqual([
      { url: 'https://example.com/pricing', title: 'Pricing guide', snippet: 'Annual plans reduce churn.' },
      { url: 'http://example.org/saas', title: 'SaaS', snippet: 'Monthly plans.' },
    ]);
  });

  it('an error status, a malformed body or a slow instance is a clear AiError', async () => {
    const client = searxng(fake.url, 300);
    fake.reply({ kind: 'status', status: 503 });
    await expect(client.search('x')).rejects.toMatchObject({ name: 'AiError', message: 'The web search answered 503.' });
    fake.reply({ kind: 'malformed' });
    await expect(client.search('x')).rejects.toMatchObject({ name: 'AiError', message: 'The web search did not answer. Please try again.' });
    fake.reply({ kind: 'hang' });
    await expect(client.search('x')).rejects.toMatchObject({ name: 'AiError', message: 'The web search did not answer. Please try again.' });
  });
});
