import { ToastContainer } from 'react-toastify';
import { TOAST_OPTIONS } from './toast-options.ts';
import './toasts.css';

export function Toasts() {
  return <ToastContainer {...TOAST_OPTIONS} />;
}
