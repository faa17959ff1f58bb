import styled from 'styled-components';

/** The box of rendered Markdown (chat answers, an entry's preview): readable lines, visible link focus. */
export const MarkdownBody = styled.div`
  line-height: 1.6;
  overflow-wrap: anywhere;
  p,
  ul,
  ol,
  blockquote {
    margin: 0 0 8px;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
