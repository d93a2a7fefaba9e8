/**
 * The tests' door to the app's storage: a Worker run beside the app in Miniflare, bound to the
 * same D1 database, R2 bucket and credit objects, answering plain HTTP. Tests reach it through
 * `dispatchFetch`, which is asynchronous, instead of Miniflare's binding proxy, whose synchronous
 * calls (a D1 `prepare`, an object's `idFromName`) read no answer under load and failed whole
 * files ("false == true" in its fetch-sync). Nothing of it is in the app's bundle.
 */

const json = (value, status = 200) =>
  new Response(JSON.stringify(value ?? null), { status, headers: { "Content-Type": "application/json" } });

/** D1 answers carry BLOB columns as ArrayBuffers, which JSON cannot; they travel as byte lists. */
const plain = (value) =>
  JSON.parse(JSON.stringify(value, (_key, v) => (v instanceof ArrayBuffer ? { bytes: [...new Uint8Array(v)] } : v)));

const statement = (env, { sql, params }) => env.DB.prepare(sql).bind(...params);

async function d1(env, body) {
  if (body.batch) return plain(await env.DB.batch(body.batch.map((s) => statement(env, s))));
  if (body.exec !== undefined) return plain(await env.DB.exec(body.exec));
  const prepared = statement(env, body);
  if (body.kind === "first") return plain(await prepared.first(body.column));
  if (body.kind === "raw") return plain(await prepared.raw(body.options));
  return plain(await prepared[body.kind]());
}

/** An R2 object's description, without its body. */
const described = (object) =>
  object && {
    key: object.key,
    size: object.size,
    etag: object.etag,
    httpEtag: object.httpEtag,
    uploaded: object.uploaded.toISOString(),
    httpMetadata: object.httpMetadata,
    customMetadata: object.customMetadata,
  };

async function r2(env, request, op) {
  const url = new URL(request.url);
  const key = url.searchParams.get("key");
  if (op === "put") {
    const options = JSON.parse(url.searchParams.get("options") ?? "{}");
    return json(described(await env.IMAGES.put(key, await request.arrayBuffer(), options)));
  }
  if (op === "get") {
    const object = await env.IMAGES.get(key);
    if (!object) return json(null, 404);
    return new Response(object.body, { headers: { "X-Object": JSON.stringify(described(object)) } });
  }
  const body = await request.json();
  if (op === "head") return json(described(await env.IMAGES.head(body.key)));
  if (op === "delete") return json(await env.IMAGES.delete(body.keys));
  if (op === "list") {
    const listed = await env.IMAGES.list(body.options);
    return json({ ...listed, objects: listed.objects.map(described) });
  }
  return json({ error: `unknown R2 operation ${op}` }, 400);
}

export default {
  async fetch(request, env) {
    const [, area, op] = new URL(request.url).pathname.split("/");
    try {
      if (area === "d1") return json(await d1(env, await request.json()));
      if (area === "r2") return await r2(env, request, op);
      if (area === "object") {
        const { name, method, args } = await request.json();
        const stub = env.CREDIT_ACCOUNT.get(env.CREDIT_ACCOUNT.idFromName(name));
        return json({ value: await stub[method](...args) });
      }
      return json({ error: `unknown harness path ${area}` }, 404);
    } catch (error) {
      return json({ error: error instanceof Error ? error.message : String(error) }, 500);
    }
  },
};
