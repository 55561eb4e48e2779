from enum import StrEnum


class OauthRevokeServiceVersion(StrEnum):
    VALUE_0 = "2026-03-01"
    VALUE_1 = "2026-01-01"

    def __str__(self) -> str:
        return str(self.value)
