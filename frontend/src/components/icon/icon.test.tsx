import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ICON_NAMES } from '../../lib/icon-names';
import { Icon } from './icon';

describe('Icon (issue 16: SVG, not emoji)', () => {
  afterEach(cleanup);

  it.each(ICON_NAMES)('draws %s as a decorative SVG the size of the text', (name) => {
    const { container } = render(<Icon name={name} />);
    const svg = container.querySelector('svg');
    expect(svg).toBeInTheDocument();
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('width', '1em');
    expect(container.textContent).toBe('');
  });
});
