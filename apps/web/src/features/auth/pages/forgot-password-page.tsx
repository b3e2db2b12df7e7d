// `/forgot-password`: "Remembered it? Back to login" comes from the route metadata.
import { ForgotPasswordForm } from '../components/forgot-password-form.tsx';

export default function ForgotPasswordPage() {
  return <ForgotPasswordForm />;
}
