/** A tracker's service area, as the profile shows it. */
export const SERVICE_AREA_LABEL = "Thumb Region"

/** The profile's headings and labels (those it shares with the card are TRACKER_LABELS in src/copy.ts). */
export const PROFILE_LABELS = {
  callNow: "Call Now",
  contactForm: "Contact Form",
  contactActions: "Contact this tracker",
  details: "Tracker details",
  phone: "Phone",
  serviceArea: "Service area",
  homeCounty: "Home county",
  baseTown: "Base town",
  about: (firstName: string) => `About ${firstName}`,
  trackRecord: "Track record",
  reviews: "Client reviews",
  gallery: "Recovery gallery",
} as const
