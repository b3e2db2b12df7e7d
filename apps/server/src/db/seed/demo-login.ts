// What each demo seeder hands back: the sign-ins the start-up banner and README list.
export interface DemoLogin {
  label: string;
  email: string;
  password: string;
}
