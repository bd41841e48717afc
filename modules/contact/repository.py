"""The only code that touches the contact module's table."""

from datetime import datetime

from modules.contact.models import ContactMessage
from modules.contact.schemas import ContactForm


class ContactRepository:
    async def count_from(self, *, client_address: str, since: datetime) -> int:
        return await ContactMessage.filter(
            client_address=client_address, created_at__gt=since
        ).count()

    async def add(self, *, form: ContactForm, client_address: str, received_at: datetime) -> int:
        row = await ContactMessage.create(
            **form.model_dump(), client_address=client_address, created_at=received_at
        )
        return row.id
