from enum import StrEnum


class TokenIntrospectionTokenType(StrEnum):
    ACCESS_TOKEN = "access_token"
    API_KEY = "api_key"
    REFRESH_TOKEN = "refresh_token"

    def __str__(self) -> str:
        return str(self.value)
