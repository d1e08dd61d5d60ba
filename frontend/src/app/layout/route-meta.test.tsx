import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import { i18n, i18nReady } from '../../i18n/i18n';
import id from '../../i18n/id.json';
import { useRouteMeta } from './route-meta';

const description = () => document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

function Shell() {
  useRouteMeta();
  const navigate = useNavigate();
  return (
    <>
      {['/', '/about', '/visa-service', '/news/some-story', '/nowhere'].map((path) => (
        <button key={path} type="button" onClick={() => navigate(path)}>
          {`go ${path}`}
        </button>
      ))}
      <Routes>
        <Route path="/news/:slug" element={<ArticleStandIn />} />
        <Route path="*" element={null} />
      </Routes>
    </>
  );
}

/** What the article screen does: names itself in a passive effect. */
function ArticleStandIn() {
  useEffect(() => {
    document.title = 'An article of its own';
  }, []);
  return null;
}

const go = (path: string) => fireEvent.click(screen.getByRole('button', { name: `go ${path}` }));

beforeAll(async () => {
  await i18nReady;
});
afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('en'));
});

describe('useRouteMeta', () => {
  it('sets each route’s title and description on navigation, and follows the language', async () => {
    await act(() => i18n.changeLanguage('en'));
    render(
      <MemoryRouter initialEntries={['/']}>
        <Shell />
      </MemoryRouter>,
    );
    expect(document.title).toBe(en.pages.home.title);
    expect(description()).toBe(en.pages.home.description);
    expect(document.documentElement.lang).toBe('en');

    go('/about');
    expect(document.title).toBe(en.pages.about.title);
    expect(description()).toBe(en.pages.about.description);

    await act(() => i18n.changeLanguage('id'));
    expect(document.title).toBe(id.pages.about.title);
    expect(description()).toBe(id.pages.about.description);
    expect(document.documentElement.lang).toBe('id');

    go('/visa-service');
    expect(document.title).toBe(id.pages.visaServices.title);
    go('/nowhere');
    expect(document.title).toBe(id.pages.notFound.title);
  });

  it('leaves an article’s own title alone, on navigation and on a language change', async () => {
    render(
      <MemoryRouter initialEntries={['/about']}>
        <Shell />
      </MemoryRouter>,
    );
    go('/news/some-story');
    expect(document.title).toBe('An article of its own');
    await act(() => i18n.changeLanguage('id'));
    expect(document.title).toBe('An article of its own');
  });
});
