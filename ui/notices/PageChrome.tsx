import { AlertHost } from './Alert.tsx';
import { LoadingIndicator } from './LoadingIndicator.tsx';
import { ToastHost } from './Toast.tsx';

/** The page's notices (toasts, the one alert) and the 'data loading...' indicator, loaded after first paint. */
export default function PageChrome() {
  return (
    <>
      <ToastHost />
      <AlertHost />
      <LoadingIndicator />
    </>
  );
}
