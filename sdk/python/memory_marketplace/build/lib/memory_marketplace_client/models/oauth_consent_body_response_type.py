from enum import StrEnum


class OauthConsentBodyResponseType(StrEnum):
    CODE = "code"

    def __str__(self) -> str:
        return str(self.value)
