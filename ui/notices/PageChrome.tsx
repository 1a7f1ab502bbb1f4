import { AlertHost } from './Alert.tsx';
import { LoadingIndicator } from './LoadingIndicator.tsx';
import { QuestionHost } from './QuestionHost.tsx';
import { ToastHost } from './Toast.tsx';

/** The page's notices (toasts, the one alert, the one question) and the 'data loading...' indicator, loaded after first paint. */
export default function PageChrome() {
  return (
    <>
      <ToastHost />
      <AlertHost />
      <QuestionHost />
      <LoadingIndicator />
    </>
  );
}
