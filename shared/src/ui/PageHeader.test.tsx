import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { PageHeader } from './PageHeader';
import { theme } from './theme';

function page(actions?: ReactNode) {
  return render(
    <ThemeProvider theme={theme}>
      <section aria-labelledby="heading-Tasks">
        <PageHeader headingId="heading-Tasks" title="Tasks" actions={actions} />
      </section>
    </ThemeProvider>,
  );
}

describe('PageHeader', () => {
  it("is the page's level-1 heading, which names the page, with its actions beside it", () => {
    page(<button type="button">New task</button>);
    const heading = screen.getByRole('heading', { level: 1, name: 'Tasks' });
    expect(screen.getByRole('region', { name: 'Tasks' })).toContainElement(heading);
    const row = heading.parentElement!;
    expect(row).toContainElement(screen.getByRole('button', { name: 'New task' }));
    // Wraps rather than overflowing a 360 px screen.
    expect(getComputedStyle(row).flexWrap).toBe('wrap');
  });

  it('is the heading alone without actions', () => {
    page();
    expect(screen.getByRole('heading', { level: 1 }).parentElement!.children).toHaveLength(1);
  });
});
