import { useEffect } from 'react';
import { setDocumentMeta } from '../../hooks/use-page-meta';

/**
 * Names the page after what it shows (an article's title), for browser tabs, history and
 * sharing. An effect: it runs after the layout's route meta, so the screen has the last word.
 */
export function useDocumentMeta(title: string, description: string): void {
  useEffect(() => setDocumentMeta(title, description), [title, description]);
}
