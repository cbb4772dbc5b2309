/** Enough warehouses in the demo tenant for the list to have several pages (page size 10). */
export async function ensureWarehouses(
  origin: string,
  accessToken: string,
  atLeast: number,
): Promise<number> {
  const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
  const count = async () => {
    const response = await fetch(`${origin}/api/app/warehouse?MaxResultCount=1`, { headers });
    if (!response.ok) throw new Error(`GET /api/app/warehouse answered ${response.status}`);
    const body = (await response.json()) as { totalCount: number };
    return body.totalCount;
  };
  const existing = await count();
  for (let i = existing; i < atLeast; i += 1) {
    const response = await fetch(`${origin}/api/app/warehouse`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        name: `Bench depot ${String(i + 1).padStart(3, '0')}`,
        address: `${i + 1} Bench Road`,
      }),
    });
    if (!response.ok)
      throw new Error(`POST /api/app/warehouse answered ${response.status}: ${await response.text()}`);
  }
  return count();
}
