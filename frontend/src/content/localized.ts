// A text a visitor sees, written in both of the site's languages (DESIGN: no component holds
// copy of its own; content modules carry it in this shape).

export type Localized = Readonly<{ en: string; id: string }>;
