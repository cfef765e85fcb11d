from __future__ import annotations

from fastapi import APIRouter, Depends

from fitcoach.api.deps import get_repository
from fitcoach.api.responses import HealthOut
from fitcoach.store.repository import Repository

router = APIRouter()


@router.get("/healthz", response_model=HealthOut)
def healthz(repository: Repository = Depends(get_repository)) -> dict[str, str]:
    repository.ping()
    return {"status": "ok"}
