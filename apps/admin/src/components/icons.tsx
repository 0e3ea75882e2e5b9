import type { ReactNode } from 'react';

/** A 20 px outline icon; decorative, since a word always stands beside it. */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

export const DashboardIcon = () => (
  <Icon>
    <rect x="3.5" y="3.5" width="7" height="8" />
    <rect x="13.5" y="3.5" width="7" height="5" />
    <rect x="3.5" y="14.5" width="7" height="6" />
    <rect x="13.5" y="11.5" width="7" height="9" />
  </Icon>
);

export const StockIcon = () => (
  <Icon>
    <path d="M3.5 7.5 12 3.5l8.5 4v9L12 20.5l-8.5-4z" />
    <path d="M3.5 7.5 12 11.5l8.5-4M12 11.5v9" />
  </Icon>
);

/** A gold bar seen at an angle: the day's metal rates. */
export const MetalIcon = () => (
  <Icon>
    <path d="M6.5 9.5h11l3 7h-17z" />
    <path d="M6.5 9.5 9 6h6l2.5 3.5" />
  </Icon>
);

export const StaffIcon = () => (
  <Icon>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c.8-3.6 3.4-5.5 6.5-5.5s5.7 1.9 6.5 5.5" />
    <path d="M15.5 4.8a3.5 3.5 0 0 1 0 6.4M18 14.8c1.8.8 3 2.5 3.5 5.2" />
  </Icon>
);

export const AuditIcon = () => (
  <Icon>
    <path d="M6 3.5h9l3.5 3.5v13.5H6z" />
    <path d="M9 10h6.5M9 13.5h6.5M9 17h4" />
  </Icon>
);

export const SettingsIcon = () => (
  <Icon>
    <path d="M4 7h10M18 7h2M4 17h2M10 17h10" />
    <circle cx="16" cy="7" r="2" />
    <circle cx="8" cy="17" r="2" />
  </Icon>
);

export const AccountIcon = () => (
  <Icon>
    <circle cx="12" cy="8.5" r="4" />
    <path d="M4 20.5c1-4 4.2-6 8-6s7 2 8 6" />
  </Icon>
);

export const OrdersIcon = () => (
  <Icon>
    <path d="M5.5 3.5h13v17l-2.2-1.5-2.1 1.5-2.2-1.5-2.2 1.5-2.1-1.5-2.2 1.5z" />
    <path d="M9 8.5h6M9 12h6M9 15.5h3.5" />
  </Icon>
);

export const ProductsIcon = () => (
  <Icon>
    <path d="M7 4.5h10l3.5 4.5L12 20 3.5 9z" />
    <path d="M3.5 9h17M9.5 4.5 8 9l4 11 4-11-1.5-4.5" />
  </Icon>
);

export const CatalogueIcon = () => (
  <Icon>
    <path d="M3.5 12.5V4.5a1 1 0 0 1 1-1h8l8 8-9 9z" />
    <circle cx="8.5" cy="8.5" r="1.5" />
  </Icon>
);

export const CustomersIcon = () => (
  <Icon>
    <circle cx="12" cy="8" r="3.5" />
    <path d="M5 20.5c.9-3.7 3.7-5.5 7-5.5s6.1 1.8 7 5.5" />
    <path d="M16.5 3.8 18 2.5M19.2 6.2l1.8-.4" />
  </Icon>
);

export const CouponsIcon = () => (
  <Icon>
    <path d="M3.5 8.5V6a1.5 1.5 0 0 1 1.5-1.5h14A1.5 1.5 0 0 1 20.5 6v2.5a3.5 3.5 0 0 0 0 7V18a1.5 1.5 0 0 1-1.5 1.5H5A1.5 1.5 0 0 1 3.5 18v-2.5a3.5 3.5 0 0 0 0-7Z" />
    <path d="m9.5 14.5 5-5" />
    <circle cx="9.5" cy="9.5" r=".8" />
    <circle cx="14.5" cy="14.5" r=".8" />
  </Icon>
);

export const PagesIcon = () => (
  <Icon>
    <path d="M6.5 3.5h8l4 4v12a1 1 0 0 1-1 1h-11a1 1 0 0 1-1-1v-15a1 1 0 0 1 1-1Z" />
    <path d="M14.5 3.5v4h4" />
    <path d="M8.5 12h7M8.5 15.5h7" />
  </Icon>
);

export const ContentIcon = () => (
  <Icon>
    <rect x="3.5" y="4.5" width="17" height="15" rx="1.5" />
    <path d="M3.5 9.5h17" />
    <path d="M7 13h6M7 16h10" />
  </Icon>
);

export const MoreIcon = () => (
  <Icon>
    <circle cx="5.5" cy="12" r="1" />
    <circle cx="12" cy="12" r="1" />
    <circle cx="18.5" cy="12" r="1" />
  </Icon>
);
