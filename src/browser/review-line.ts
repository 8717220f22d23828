/**
 * The start page's "n questions to review" line, in plain DOM (no React: a first visit to the
 * start page loads none). It reads the device's review from local storage (`review_boxes`,
 * src/domain/review-storage.ts) and shows the line, a link to `/review/`, only when some
 * question is due; its strings come in `data-messages`. A page shown again from the
 * back-forward cache counts again.
 */
import { dueCount, parseDeviceReview } from '../domain/review-storage.ts';
import { format, type Messages } from '../utils/format.ts';
import { localStorageOrNull } from './when-needed.ts';

function showReviewLine(): void {
  const line = document.querySelector<HTMLElement>('[data-review-line]');
  const link = line?.querySelector('a');
  if (!line || !link) return;
  let raw: string | null = null;
  try {
    raw = localStorageOrNull()?.getItem('review_boxes') ?? null;
  } catch {
    // Expected: storage blocked; nothing is stored then.
  }
  const count = dueCount(parseDeviceReview(raw), Date.now());
  const messages = JSON.parse(line.dataset['messages'] ?? '{}') as Messages;
  link.textContent = format(messages, 'home.toReview', { count });
  line.hidden = count === 0;
  line.dataset['due'] = String(count);
}

showReviewLine();
addEventListener('pageshow', showReviewLine);
