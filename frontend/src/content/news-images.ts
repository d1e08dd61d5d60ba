import news01 from '../assets/media/news-01.webp';
import news02 from '../assets/media/news-02.webp';
import news03 from '../assets/media/news-03.webp';
import news04 from '../assets/media/news-04.webp';
import news05 from '../assets/media/news-05.webp';
import news06 from '../assets/media/news-06.webp';
import news07 from '../assets/media/news-07.webp';
import type { NewsImageIndex } from './news';

const IMAGES: Record<NewsImageIndex, string> = {
  1: news01,
  2: news02,
  3: news03,
  4: news04,
  5: news05,
  6: news06,
  7: news07,
};

/** The illustration made for each article (frontend/media/README.md says how). */
export function newsImage(index: NewsImageIndex): string {
  return IMAGES[index];
}
