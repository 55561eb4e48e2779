from enum import StrEnum


class DeleteWebhookResponse200Object(StrEnum):
    WEBHOOK_ENDPOINT = "webhook_endpoint"

    def __str__(self) -> str:
        return str(self.value)
