package org.peregrine.valuetypes;

import java.net.MalformedURLException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The class loaders of the codebases RMI-IIOP values and {@code Util.loadClass} name, for an
 * application that turns remote class loading on ({@value #PROPERTY}). A codebase is what
 * {@code java.rmi.server.codebase} holds: URLs separated by spaces. Each codebase gets one
 * {@link URLClassLoader} per parent loader, kept for the life of the process, so that every value
 * from one codebase is of the same classes and a class is downloaded once. Thread-safe.
 *
 * <p>Off by default: a codebase URL lets the sender of a message choose code that the receiver
 * runs, so Peregrine skips it unless the application asks for it.
 */
public final class CodebaseLoaders {

    /**
     * The ORB property (also read as a system property by the ORB-less {@code Util.loadClass})
     * that turns loading from codebases on: {@code true} or {@code false} (the default).
     */
    public static final String PROPERTY = "peregrine.rmi.loadFromCodebase";

    private record Key(String codebase, ClassLoader parent) {
    }

    private static final Map<Key, ClassLoader> LOADERS = new ConcurrentHashMap<>();

    private CodebaseLoaders() {
    }

    /**
     * The loader of the classes of {@code codebase} whose parent is {@code parent}: a class is
     * looked for through the parent first, then at the codebase's URLs in order.
     *
     * @throws IllegalArgumentException if the codebase names no URL or a malformed one
     */
    public static ClassLoader of(String codebase, ClassLoader parent) {
        return LOADERS.computeIfAbsent(new Key(codebase, parent),
                key -> new URLClassLoader("codebase " + codebase, urls(codebase), parent));
    }

    /** The URLs of {@code codebase}, separated by white space. */
    static URL[] urls(String codebase) {
        String[] parts = codebase.strip().split("\\s+");
        if (parts[0].isEmpty()) {
            throw new IllegalArgumentException("no URL");
        }
        URL[] urls = new URL[parts.length];
        for (int i = 0; i < parts.length; i++) {
            try {
                urls[i] = new URI(parts[i]).toURL();
            } catch (URISyntaxException | MalformedURLException | IllegalArgumentException e) {
                throw new IllegalArgumentException("malformed URL " + parts[i] + ": " + e.getMessage(), e);
            }
        }
        return urls;
    }
}
