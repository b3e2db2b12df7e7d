// How the admin page writes money and dates.
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export const formatCents = (cents: number) => money.format(cents / 100);
export const formatDay = (iso: string | null) => (iso ? day.format(new Date(iso)) : '—');
