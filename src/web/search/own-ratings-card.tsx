// "Your ratings" on the profile page: what the people one worked with said about one, once both
// sides rated (or 14 days passed), with a one-time answer to each.
import { Star } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { RatingComments } from './rating-comments';

export function OwnRatingsCard({ userId }: { userId: number }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Star className="size-5 text-primary" aria-hidden />
          Your ratings
        </CardTitle>
        <CardDescription>
          Ratings show once both sides have rated a shift, or 14 days after the hours were approved. You can answer each comment once.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <RatingComments userId={userId} />
      </CardContent>
    </Card>
  );
}
