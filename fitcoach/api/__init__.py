"""The HTTP layer: FastAPI app factory, dependencies, routers, error handling."""
