package org.peregrine.vectorcapture;

import java.lang.reflect.Field;
import javax.management.ObjectName;
import org.glassfish.gmbal.ManagedObjectManager;
import org.glassfish.gmbal.ManagedObjectManagerService;

/**
 * Lets the GlassFish ORB start on JDK 17 without JMX management: gmbal-api-only 4.1.0 needs a
 * {@link ManagedObjectManagerService} (found by ServiceLoader) and the full gmbal 4.1.0 fails
 * while introspecting types on JDK 17 (GMBALTLIB00004). This returns gmbal's own package-private
 * no-op manager. Only loaded in the GlassFish JVM; stateless.
 */
public final class NoManagementService implements ManagedObjectManagerService {
    @Override
    public ManagedObjectManager create(String domain) {
        return nop();
    }

    @Override
    public ManagedObjectManager create(ObjectName root) {
        return nop();
    }

    private static ManagedObjectManager nop() {
        try {
            Field self = Class.forName("org.glassfish.gmbal.ManagedObjectManagerNOPImpl").getDeclaredField("self");
            self.setAccessible(true);
            return (ManagedObjectManager) self.get(null);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("gmbal no-op manager not found", e);
        }
    }
}
