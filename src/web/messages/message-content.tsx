// A message's text, with the booking-summary links the server writes turned into in-app links.
import { Link } from 'react-router-dom';
import { summaryLink } from '../lib/paths';
import { contentParts } from './message-format';

export function MessageContent({ content }: { content: string }) {
  return contentParts(content).map((part, index) =>
    part.summaryId === undefined ? (
      <span key={index}>{part.text}</span>
    ) : (
      <Link key={index} to={summaryLink(part.summaryId)} className="font-medium underline underline-offset-2">
        Open booking summary
      </Link>
    ),
  );
}
