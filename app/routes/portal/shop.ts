import { redirect } from 'react-router';

/** /dashboard/shop has no page of its own (document 2 §1): it opens Request courier, its first child. */
export function loader() {
  return redirect('/dashboard/shop/request-courier');
}
