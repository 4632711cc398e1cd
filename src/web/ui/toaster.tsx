// Renders the toast store with the spec's settings (spec 1 §9).
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD } from '../../shared/constants';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { useToast } from './use-toast';

export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <ToastProvider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD}>
      {toasts.map(({ id, title, description, variant, duration, open }) => (
        <Toast key={id} variant={variant} duration={duration} open={open} onOpenChange={(next) => !next && dismiss(id)}>
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={[...TOAST_HOTKEY]} />
    </ToastProvider>
  );
}
