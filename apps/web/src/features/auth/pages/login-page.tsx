// `/login`: the auth layout shows the title, subtitle and the "Create an account" link from the
// route metadata; the page is the form.
import { LoginForm } from '../components/login-form.tsx';

export default function LoginPage() {
  return <LoginForm />;
}
