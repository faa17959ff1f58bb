import { SERVER_RENDER_ELEMENT_ID } from '@inscriptions/contracts';
import { QueryClient, dehydrate } from '@inscriptions/shared/api/server';
import { takeServerRender } from './serverRender';

function serverRenderBlock(text: string) {
  document.body.innerHTML = `<div id="root"><main>page</main></div><script type="application/json" id="${SERVER_RENDER_ELEMENT_ID}">${text}</script>`;
}

describe('takeServerRender', () => {
  it("puts the server's reads in the query cache, so the first render is the server's page, and drops the block", () => {
    const server = new QueryClient();
    server.setQueryData(['inscriptions', 'list'], [{ id: 'i1', name: 'Bakery' }]);
    serverRenderBlock(JSON.stringify(dehydrate(server)));
    const browser = new QueryClient();
    expect(takeServerRender(browser)).toBe(true);
    expect(browser.getQueryData(['inscriptions', 'list'])).toEqual([{ id: 'i1', name: 'Bakery' }]);
    expect(document.getElementById(SERVER_RENDER_ELEMENT_ID)).toBeNull();
  });

  it('is false for a page the server did not render, or whose reads cannot be read', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(takeServerRender(new QueryClient())).toBe(false);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    serverRenderBlock('{not json');
    const browser = new QueryClient();
    expect(takeServerRender(browser)).toBe(false);
    expect(browser.getQueryCache().getAll()).toHaveLength(0);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
