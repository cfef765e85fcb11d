"""The browser client: static HTML, CSS and ES modules, served by `api/routers/web.py`.

No build step and no third-party code: the files here are exactly what the browser runs,
so the client works offline and under a strict Content-Security-Policy.
"""
