// The JSON API client. Every failure becomes an ApiError carrying the server's
// {detail, code, request_id}, so the UI can show what went wrong and a reference.

const TOKEN_KEY = "fitcoach.token";
const USER_KEY = "fitcoach.user";

export class ApiError extends Error {
  constructor(status, code, detail, requestId) {
    super(detail);
    this.status = status;
    this.code = code;
    this.detail = detail;
    this.requestId = requestId;
  }
}

export const auth = {
  get token() {
    return localStorage.getItem(TOKEN_KEY);
  },
  get username() {
    return localStorage.getItem(USER_KEY) || "";
  },
  save(token, username) {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(USER_KEY, username);
  },
  /** Forget everything this client keeps on the device: token, name, a workout in progress. */
  clear() {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith("fitcoach.")) localStorage.removeItem(key);
    }
    sessionStorage.clear();
  },
};

/** A random UUID (v4); crypto.randomUUID exists only on secure origins, getRandomValues everywhere. */
export function uuid() {
  if (crypto.randomUUID) return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

let onSignedOut = () => {};

/** Called when the server no longer accepts our token (expired or revoked). */
export function whenSignedOut(handler) {
  onSignedOut = handler;
}

export async function api(method, path, body, extraHeaders) {
  const headers = { Accept: "application/json", ...(extraHeaders || {}) };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (auth.token) headers.Authorization = `Bearer ${auth.token}`;
  let response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, "network_error", "Can't reach the server. Check your connection and try again.", "");
  }
  if (response.status === 204) return null;
  let data = null;
  try {
    data = await response.json();
  } catch {
    data = null;
  }
  if (!response.ok) {
    const requestId = (data && data.request_id) || response.headers.get("X-Request-ID") || "";
    const error = new ApiError(
      response.status,
      (data && data.code) || `http_${response.status}`,
      (data && data.detail) || response.statusText || "Something went wrong.",
      requestId,
    );
    if (response.status === 401 && !path.startsWith("/api/auth/")) {
      auth.clear();
      onSignedOut(error);
    }
    throw error;
  }
  return data;
}

export const get = (path) => api("GET", path);
export const post = (path, body, headers) => api("POST", path, body === undefined ? {} : body, headers);
export const del = (path) => api("DELETE", path);
