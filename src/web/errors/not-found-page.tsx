// Any unmatched path (spec 1 §2 "Not-found page").
import { FileQuestion } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../ui/button';
import { Card, CardContent } from '../ui/card';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <FileQuestion className="size-6" aria-hidden />
          </span>
          <h1 className="text-2xl font-bold text-foreground">404 Page Not Found</h1>
          <p className="text-sm text-muted-foreground">The page you're looking for doesn't exist or may have been moved.</p>
          <div className="mt-3 flex flex-wrap justify-center gap-2">
            <Button onClick={() => navigate('/')}>Go to Dashboard</Button>
            <Button variant="outline" onClick={() => navigate(-1)}>
              Go Back
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
