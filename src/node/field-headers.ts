/**
 * Header rules the in-the-field features need from the host, in the
 * `{ path, headers }` shape of a `_headers` rule. Nothing on this branch
 * writes `_headers` yet: the deploy module that does (feature/seo) adds these
 * rules to its list when the branches meet.
 */
export const FIELD_HEADER_RULES = [
  // Phones open a .vcf as a contact only when it is served as a vCard.
  { path: "/*.vcf", headers: [["Content-Type", "text/vcard; charset=utf-8"]] },
] as const
