/** The public website as crawlers and share previews see it: HTML, meta tags, sitemap, robots, assets. */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { TOOL_LIST } from "~/tools";
import { RESTYLE_ROOM_IDS, RESTYLE_STYLE_IDS } from "~/tools/restyle";
import { TEXTS } from "../support/texts";
import { createUser } from "../support/users";
import { formPost, TEST_ORIGIN } from "../support/worker";
import { useWorker } from "../support/fixtures";

const worker = useWorker({
  vars: { CREDIT_COSTS: '{"RECOLOR":12,"INTERIOR_DESIGNER":35}', SUPPORT_EMAIL: "help@example.test" },
});

const PAGES: [string, string, string][] = [
  ["/", "Your room, restyled in seconds", "Tu habitación, con otro estilo en segundos"],
  [
    "/landing/design-studio",
    "Show clients the finished room in the first meeting",
    "Enseña a tus clientes la habitación terminada en la primera reunión",
  ],
  ["/landing/home-decoration", "Redecorate your home without the guesswork", "Redecora tu casa sin jugártela"],
  ["/about", "We Know It&#x27;s Hard to Choose", "Sabemos que cuesta decidir"],
  ["/contact", "We&#x27;re here to help", "Estamos para ayudarte"],
  ["/legal/terms", "Terms of Service", "Términos del servicio"],
  ["/legal/privacy", "Privacy Policy", "Política de privacidad"],
  ["/legal/security", "Security", "Seguridad"],
  ["/legal/data-deletion", "Delete your account and data", "Elimina tu cuenta y tus datos"],
];

const page = async (path: string, headers: Record<string, string> = {}) => {
  const res = await worker.fetch(path, { headers });
  return { status: res.status, html: await res.text(), csp: res.headers.get("Content-Security-Policy") ?? "" };
};
const h1 = (html: string) => html.match(/<h1[^>]*>([^<]*)</)?.[1];
const attr = (html: string, pattern: RegExp) => html.match(pattern)?.[1];

describe("public pages", () => {
  it.each(PAGES)("%s renders in English and Spanish", async (path, english, spanish) => {
    const en = await page(path, { "Accept-Language": "en-US" });
    expect(en.status).toBe(200);
    expect(en.html).toContain('<html lang="en"');
    expect(h1(en.html)).toBe(english);
    const es = await page(path, { "Accept-Language": "es-ES,es;q=0.9" });
    expect(es.html).toContain('<html lang="es"');
    expect(h1(es.html)).toBe(spanish);
  });

  it.each(PAGES)("%s has a title, description, canonical, hreflang alternates and Open Graph tags", async (path) => {
    const { html } = await page(path);
    expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${TEST_ORIGIN}${path}`);
    expect(html).toContain(`<link rel="alternate" hrefLang="en" href="${TEST_ORIGIN}${path}?lng=en"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="es" href="${TEST_ORIGIN}${path}?lng=es"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${TEST_ORIGIN}${path}"/>`);
    for (const property of ["og:title", "og:description", "og:url", "og:image", "og:locale"])
      expect(html).toContain(`property="${property}"`);
  });

  it.each(PAGES)("%s loads no JavaScript bundle: only small inline enhancements", async (path) => {
    const { html, csp } = await page(path);
    expect(html).not.toMatch(/<script[^>]*src=/i);
    expect(html).not.toContain("__remixContext");
    const scripts = [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)];
    // Every inline script is allowed by the response's CSP, or the browser would refuse to run it:
    // it carries the nonce of a rendered page, or a page from the edge cache names it by hash.
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    for (const [, attributes, code] of scripts)
      if (nonce) expect(attributes ?? "").toContain(` nonce="${nonce}"`);
      else expect(csp).toContain(`'sha256-${createHash("sha256").update(code).digest("base64")}'`);
    const inline = scripts.map((m) => m[2]);
    // The menu enhancement and the sign-in #access_token forwarding, on every page.
    expect(inline.length).toBeGreaterThanOrEqual(1);
    expect(inline.length).toBeLessThanOrEqual(2);
    expect(inline.join("").length).toBeLessThan(800);
  });

  it("pins the language with ?lng= without changing the visitor's saved choice", async () => {
    const { html } = await page("/about?lng=es", { "Accept-Language": "en-US" });
    expect(html).toContain('<html lang="es"');
    expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${TEST_ORIGIN}/about?lng=es`);
    // The language switch must not carry ?lng= back, or the switch would be undone.
    expect(attr(html, /name="redirectTo" value="([^"]*)"/)).toBe("/about");
  });

  it("shows the landing for an unknown path, with canonical / and noindex", async () => {
    const { status, html } = await page("/no/such/page");
    expect(status).toBe(200);
    expect(h1(html)).toBe(PAGES[0][1]);
    expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${TEST_ORIGIN}/`);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });
});

/** React escapes apostrophes and ampersands in text ("Kids&#x27; room"). */
const escaped = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;");

describe("the landing and its variants lead with restyling", () => {
  const LANDINGS = ["/", "/landing/design-studio", "/landing/home-decoration"];

  it.each(LANDINGS)("%s names Restyle Room in the hero, over a before/after with a slider", async (path) => {
    for (const [lang, name, compare] of [
      ["en", "Restyle Room", "Drag to compare before and after"],
      ["es", "Cambiar estilo", "Arrastra para comparar el antes y el después"],
    ] as const) {
      const { html } = await page(path, { "Accept-Language": lang });
      const hero = html.slice(html.indexOf('aria-labelledby="hero-title"'), html.indexOf("</section>"));
      expect(hero, `${path} ${lang}`).toContain(name);
      expect(hero).toMatch(/<img src="\/images\/hero-before\.svg"[^>]*loading="eager"/);
      expect(hero).toMatch(/<img src="\/images\/hero-after\.svg"/);
      // Hidden until the page's script can move the split, so no dead control without it.
      expect(hero).toMatch(new RegExp(`<input type="range"[^>]* hidden=""[^>]* aria-label="${compare}"`));
      // The share preview and the search snippet speak of styles too, counted from the tool.
      const description = attr(html, /<meta name="description" content="([^"]+)"/);
      expect(description).toContain(`${RESTYLE_STYLE_IDS.length}`);
    }
  });

  it("puts Restyle Room first among the tool cards, then the others in the registry's order", async () => {
    const { html } = await page("/");
    const cards = [...html.matchAll(/data-testid="tool-cost-([a-z-]+)"/g)].map((match) => match[1]);
    expect(cards).toEqual(["restyle", ...TOOL_LIST.map((tool) => tool.id).filter((id) => id !== "restyle")]);
  });

  it.each(["en", "es"] as const)("lists every room type and style Restyle Room offers (%s)", async (lang) => {
    const { html } = await page("/", { "Accept-Language": lang });
    const texts = TEXTS[lang].tools.restyle;
    const showcase = html.slice(html.indexOf('id="restyle"'), html.indexOf('id="examples"'));
    expect(showcase).toContain(`${RESTYLE_STYLE_IDS.length}`);
    for (const room of RESTYLE_ROOM_IDS) expect(showcase).toContain(`>${escaped(texts.rooms[room])}</li>`);
    for (const style of RESTYLE_STYLE_IDS) {
      expect(showcase).toContain(`src="/images/styles/${style}.svg"`);
      expect(showcase).toContain(`>${escaped(texts.styles[style].name)}</span>`);
    }
  });
});

describe("landing content comes from the pricing and package tables", () => {
  it("shows each tool's configured cost", async () => {
    const { html } = await page("/");
    const cost = (id: string) => attr(html, new RegExp(`data-testid="tool-cost-${id}"[^>]*>([^<]+)<`));
    expect(cost("recolor")).toBe("12 credits");
    expect(cost("clear-space")).toBe("10 credits");
    expect(cost("combine-rooms")).toBe("20 credits");
    expect(cost("interior-designer")).toBe("35 credits");
  });

  it("derives the transformation counts from the cheapest tool", async () => {
    const { html } = await page("/");
    // 10 credits is now the cheapest tool (Clear Space first among them) and a restyle costs 20: a
    // card says what its credits buy with both, never one "transformations" figure.
    expect(html).toContain("10 credits = 1 transformation.");
    expect(html).toMatch(
      /data-testid="package-free"[\s\S]*?\$0[\s\S]*?50 credits[\s\S]*?≈ 2 restyles or 5 cleared rooms/,
    );
    const standard = [
      'data-testid="package-standard"',
      "Most Popular",
      "\\$10\\.99",
      "400 credits",
      "≈ 20 restyles or 40 cleared rooms",
    ];
    expect(html).toMatch(new RegExp(standard.join("[\\s\\S]*?")));
    const pricing = html.slice(html.indexOf('id="pricing"'), html.indexOf('id="faq"'));
    expect(pricing).not.toMatch(/\d+ transformations/);
    expect(html).toMatch(
      // The local engine makes no 4K: the card says so (premium.test.ts has a model that does).
      new RegExp(
        [
          'data-testid="package-premium"',
          "\\$15\\.99",
          "800 credits",
          "Results up to 2K with the current image model",
          "Photos uploaded at full resolution",
          "Commercial license for results made while Premium",
        ].join("[\\s\\S]*?"),
      ),
    );
    expect(html).toContain("between 10 and 35 credits");
    // The FAQ's Premium is the pack card's, for the active model: the badge in the app says it alike.
    expect(html).toContain(
      "With Premium: Results up to 2K with the current image model · Photos uploaded at full resolution · " +
        "Commercial license for results made while Premium.",
    );
  });

  it("formats prices for Spanish readers and names the packs as the app and checkout do", async () => {
    const { html } = await page("/", { "Accept-Language": "es" });
    // The Starter card's name, price, credits, transformations and button, in that order.
    const starter = [
      'data-testid="package-starter"',
      "Inicial",
      "4,99\\s*US\\$",
      "200 créditos",
      "≈ 10 cambios de estilo o 20 habitaciones despejadas",
      "Comprar Inicial",
    ];
    expect(html).toMatch(new RegExp(starter.join("[\\s\\S]*?")));
    const premium = [
      'data-testid="package-premium"',
      "Resultados de hasta 2K con el modelo de imagen actual",
      "Licencia comercial para los resultados creados siendo Premium",
    ];
    expect(html).toMatch(new RegExp(premium.join("[\\s\\S]*?")));
  });

  it("has six FAQ questions as native disclosures", async () => {
    const { html } = await page("/");
    const faq = html.slice(html.indexOf('id="faq"'));
    expect(faq.match(/<details/g)).toHaveLength(6);
    expect(faq.match(/<summary/g)).toHaveLength(6);
  });
});

describe("contact and legal facts", () => {
  it("sends e-mail to the configured support address, with no form", async () => {
    const { html } = await page("/contact");
    expect(html).toContain('href="mailto:help@example.test"');
    expect(html).not.toMatch(/<form(?![^>]*action="\/language")/);
    expect(html).toContain("We reply within 24 hours on business days.");
    expect(html.match(/<button[^>]*disabled=""[^>]*>(Instagram|Pinterest|TikTok)</g)).toHaveLength(3);
    expect(html).toContain("Coming soon");
    expect(html).toContain('href="/#faq"');
  });

  it.each([
    ["/legal/terms", ["30 days&#x27; notice", "for 30 days after termination", "at least 16 years old"]],
    ["/legal/privacy", ["deleted within 30 days", "up to 3 years", "up to 2 years", "at least 16 years old"]],
    [
      "/legal/security",
      ["99.9% uptime", "under 24 hours", "SOC 2 audit is in progress", "ISO 27001 certification is planned"],
    ],
    [
      "/legal/data-deletion",
      [
        "7 business days",
        "between 30 and 90 days",
        'href="/app/account/delete"',
        "Eliminar mi cuenta y datos",
        "mailto:help@example.test",
      ],
    ],
  ] as const)("%s states the product's facts", async (path, facts) => {
    const { html } = await page(path);
    for (const fact of facts) expect(html).toContain(fact);
    expect(html).not.toMatch(/\b(resumes?|careers?|ATS|jobs?)\b/i);
  });

  it("states the deletion facts in Spanish too", async () => {
    const { html } = await page("/legal/data-deletion", { "Accept-Language": "es" });
    for (const fact of [
      "7 días hábiles",
      "entre 30 y 90 días",
      "«Eliminar mi cuenta y datos»",
      'href="/app/account/delete"',
    ])
      expect(html).toContain(fact);
  });
});

describe("crawler files and icons", () => {
  it("lists every public page with its language alternates in sitemap.xml", async () => {
    const res = await worker.fetch("/sitemap.xml");
    expect(res.headers.get("content-type")).toContain("application/xml");
    const xml = await res.text();
    for (const [path] of PAGES) {
      expect(xml).toContain(`<loc>${TEST_ORIGIN}${path}</loc>`);
      expect(xml).toContain(`hreflang="es" href="${TEST_ORIGIN}${path}?lng=es"`);
    }
  });

  it("allows the website and points to the sitemap in robots.txt", async () => {
    const text = await (await worker.fetch("/robots.txt")).text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain("Disallow: /app");
    expect(text).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`);
  });

  it("serves the manifest, the favicon set and every image the pages reference", async () => {
    const manifest = (await (await worker.fetch("/site.webmanifest")).json()) as { icons: { src: string }[] };
    const html = (await page("/")).html + (await page("/about")).html;
    const images = [...html.matchAll(/<img[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    expect(images.length).toBeGreaterThanOrEqual(8);
    for (const src of new Set([
      "/favicon.ico",
      "/apple-touch-icon.png",
      "/images/og-image.jpg",
      ...manifest.icons.map((i) => i.src),
      ...images,
    ])) {
      const res = await worker.fetch(src);
      expect(res.status, src).toBe(200);
      await res.arrayBuffer();
    }
  });

  it("gives every image alt text and explicit dimensions, lazy below the fold", async () => {
    const { html } = await page("/");
    const tags = [...html.matchAll(/<img[^>]*>/g)].map((m) => m[0]);
    for (const tag of tags) {
      // A style's swatch is decoration: its name is written beside it.
      expect(tag).toMatch(tag.includes('src="/images/styles/') ? /alt=""/ : /alt="[^"]{10,}"/);
      expect(tag).toMatch(/width="\d+" height="\d+"/);
    }
    expect(tags.slice(0, 2).every((tag) => tag.includes('loading="eager"'))).toBe(true);
    expect(tags.slice(2).every((tag) => tag.includes('loading="lazy"'))).toBe(true);
  });
});

describe("the site's own stylesheet", () => {
  const stylesheetOf = (html: string) => {
    const links = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
    expect(links).toHaveLength(1);
    return links[0];
  };
  /** The class names a stylesheet has rules for, unescaped (`.md\:flex` is md:flex). */
  const classesIn = (css: string) =>
    new Set([...css.matchAll(/\.((?:\\.|[\w-])+)/g)].map((m) => m[1].replace(/\\(.)/g, "$1")));
  const classesOn = (html: string) =>
    new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => m[1].replaceAll("&amp;", "&").split(/\s+/)));

  it("styles every class the public pages and sign-in use, with fewer bytes than the app's", async () => {
    const signedIn = await createUser(worker);
    const appLink = stylesheetOf(await (await worker.fetch("/app/dashboard", { headers: signedIn.headers })).text());
    const appCss = await (await worker.fetch(appLink)).text();
    const visits: [string, ReturnType<typeof worker.fetch>][] = [];
    for (const language of ["en", "es"]) {
      const headers = { "Accept-Language": language };
      for (const path of [...PAGES.map(([p]) => p), "/auth", "/no-such-page"])
        visits.push([`${path} (${language})`, worker.fetch(path, { headers })]);
      for (const path of ["/landing/design-studio", "/landing/home-decoration", "/about"])
        visits.push([
          `${path} (${language}, signed in)`,
          worker.fetch(path, { headers: { ...signedIn.headers, ...headers } }),
        ]);
      // Sign-in's two other screens: a refused address, and the link sent.
      for (const email of ["not-an-email", `site-css-${language}@example.com`])
        visits.push([
          `/auth (${language}, ${email})`,
          worker.fetch("/auth", formPost({ email }, { ...headers, "CF-Connecting-IP": `10.8.${visits.length}.1` })),
        ]);
    }
    const appClasses = classesIn(appCss);
    let site: { link: string; css: string; classes: Set<string> } | undefined;
    for (const [name, visit] of visits) {
      const html = await (await visit).text();
      const link = stylesheetOf(html);
      expect(link, name).not.toBe(appLink);
      if (!site) {
        const css = await (await worker.fetch(link)).text();
        site = { link, css, classes: classesIn(css) };
      }
      expect(link, name).toBe(site.link);
      const missing = [...classesOn(html)].filter((c) => appClasses.has(c) && !site?.classes.has(c));
      expect(missing, name).toEqual([]);
    }
    expect(site?.css.length).toBeLessThan(appCss.length * 0.75);
  });
});
