/** The tool chooser. Old links with ?tool= or ?tab= go straight to that tool. */
import type { MetaFunction } from "@remix-run/cloudflare";
import { useTranslation } from "~/components/kit";
import { ToolCard } from "~/components/app/tool-card";
import { useNavTools } from "~/components/app/tool-list";
// Server code comes through this route's own module only (see app.tsx).
import type { loader } from "./app.image-editing.server";

export { loader } from "./app.image-editing.server";

/** An error on this screen renders inside the app shell: the sidebar and the balance stay. */
export { AppErrorBoundary as ErrorBoundary } from "~/components/app/error-boundary";

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export default function ToolChooser() {
  const { t } = useTranslation();
  const tools = useNavTools();
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{t("app.chooser.title")}</h1>
      <p className="mt-1 text-stone-600">{t("app.chooser.subtitle")}</p>
      <div className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {tools.map((tool, i) => (
          <ToolCard key={tool.id} tool={tool} index={i} />
        ))}
      </div>
    </div>
  );
}
