import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Handlebars from 'handlebars';

/** The shop identity every mail shows in its header and footer (from SHOP_* and PUBLIC_URL). */
export interface ShopIdentity {
  name: string;
  email: string;
  phone: string;
  address: string;
  publicUrl: string;
}

export interface RenderedMail {
  html: string;
  text: string;
}

export interface MailRenderer {
  /**
   * Renders `jobs/<template>.html.hbs` and `.txt.hbs` inside the shared layout. HTML output is escaped by
   * Handlebars (`{{x}}`); the plain-text part is not HTML and is rendered without escaping.
   */
  render(template: string, subject: string, vars: Record<string, unknown>): RenderedMail;
}

const jobsDir = fileURLToPath(new URL('../jobs/', import.meta.url));
const layoutDir = fileURLToPath(new URL('./templates/', import.meta.url));

type Compiled = Handlebars.TemplateDelegate;

/** Loads templates from disk on first use and keeps them compiled. */
export function createMailRenderer(shop: ShopIdentity): MailRenderer {
  const hbs = Handlebars.create();
  // {{> button href=url label="…"}}: the call-to-action link every mail uses, styled once.
  hbs.registerPartial('button', readFileSync(`${layoutDir}button.html.hbs`, 'utf8'));
  const cache = new Map<string, Compiled>();

  const compile = (file: string, kind: 'html' | 'txt'): Compiled => {
    let compiled = cache.get(file);
    if (!compiled) {
      const source = readFileSync(file, 'utf8');
      compiled = hbs.compile(source, { strict: true, noEscape: kind === 'txt' });
      cache.set(file, compiled);
    }
    return compiled;
  };

  const shopVars = {
    name: shop.name,
    email: shop.email,
    phone: shop.phone,
    address: shop.address,
    url: shop.publicUrl,
    phoneHref: `tel:${shop.phone.replace(/[^+\d]/g, '')}`,
  };

  return {
    render(template, subject, vars) {
      if (!/^[a-z0-9-]+\/[a-z0-9-]+$/.test(template)) throw new Error(`Invalid mail template name: ${template}`);
      const data = { ...vars, shop: shopVars, subject };
      const out = {} as RenderedMail;
      for (const kind of ['html', 'txt'] as const) {
        const body = compile(`${jobsDir}${template}.${kind}.hbs`, kind)(data);
        const layout = compile(`${layoutDir}layout.${kind}.hbs`, kind);
        const rendered = layout({ ...data, body });
        if (kind === 'html') out.html = rendered;
        else out.text = rendered.replace(/\n{3,}/g, '\n\n').trim() + '\n';
      }
      return out;
    },
  };
}
