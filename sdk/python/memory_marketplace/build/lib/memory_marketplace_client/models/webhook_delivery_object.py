from enum import StrEnum


class WebhookDeliveryObject(StrEnum):
    WEBHOOK_DELIVERY = "webhook_delivery"

    def __str__(self) -> str:
        return str(self.value)
