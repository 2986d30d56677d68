package org.peregrine.poa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.omg.CORBA.BAD_PARAM;
import org.omg.CORBA.OBJECT_NOT_EXIST;
import org.peregrine.poa.demux.SlotActiveObjectMap;
import smoke.Echo;
import smoke.EchoHelper;

class ActiveDemuxTest {

    @Test
    void aReusedSlotShouldGetANewGenerationSoStaleIdsFindNothing() {
        SlotActiveObjectMap map = new SlotActiveObjectMap();
        EchoServant first = new EchoServant();
        byte[] firstId = map.newId();
        map.put(firstId, first);
        assertSame(first, map.servant(firstId));
        assertSame(first, map.remove(firstId));

        byte[] secondId = map.newId();
        EchoServant second = new EchoServant();
        map.put(secondId, second);
        assertEquals(Arrays.toString(Arrays.copyOf(firstId, 4)), Arrays.toString(Arrays.copyOf(secondId, 4)),
                "the freed slot is reused");
        assertNotEquals(Arrays.toString(firstId), Arrays.toString(secondId), "with another generation");
        assertNull(map.servant(firstId));
        assertSame(second, map.servant(secondId));
        assertNull(map.servant(new byte[] {0, 0, 0, 99, 0, 0, 0, 0}), "a slot never used");
        assertNull(map.servant(new byte[3]), "an id of the wrong length");
        assertThrows(IllegalArgumentException.class, () -> map.put(firstId, new EchoServant()));
    }

    @Test
    void aStaleReferenceShouldGetObjectNotExistWhileTheSlotServesANewObject() throws Exception {
        try (TwoOrbs orbs = new TwoOrbs()) {
            EchoServant old = new EchoServant();
            byte[] oldId = orbs.rootPoa.activate_object(old);
            Echo stale = EchoHelper.narrow(orbs.toClient(orbs.rootPoa.id_to_reference(oldId)));
            assertEquals(1, stale.echoLong(1));
            orbs.rootPoa.deactivate_object(oldId);
            byte[] newId = orbs.rootPoa.activate_object(new EchoServant());
            Echo fresh = EchoHelper.narrow(orbs.toClient(orbs.rootPoa.id_to_reference(newId)));

            assertEquals(2, fresh.echoLong(2));
            assertThrows(OBJECT_NOT_EXIST.class, () -> stale.echoLong(3));
            assertThrows(BAD_PARAM.class, () -> orbs.rootPoa.activate_object_with_id(new byte[] {1, 2}, old));
        }
    }
}
