// `/register`: the auth layout shows "Already have an account? Log in" from the route metadata.
import { RegisterForm } from '../components/register-form.tsx';

export default function RegisterPage() {
  return <RegisterForm />;
}
